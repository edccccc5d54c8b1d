import { readFile } from 'node:fs/promises';
import { seitenText } from '../../server/test/pdf-text.ts';

/**
 * The text of every page of a downloaded PDF file, read by the same pdfjs-dist helper as the
 * server's PDF tests (line breaks kept, pages joined by a newline).
 */
export async function pdfText(pfad: string): Promise<string> {
  return (await seitenText(await readFile(pfad))).join('\n');
}
