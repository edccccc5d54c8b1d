/**
 * A check's note that it is no legal advice (issue 13 §2, issue 21 §1): once per page, full
 * width, its first sentence in words and the rest – the reasons, where to get advice – behind
 * „Mehr dazu“ (issue 29: the note was a box of some 14 lines at 320 px). The texts come from the
 * domain, which the PDF prints whole.
 */
import { MehrDazu } from './MehrDazu.tsx';

export function Rechtshinweis({ kurz, mehr }: { kurz: string; mehr: readonly string[] }) {
  return (
    <div className="rechtshinweis">
      <p>{kurz}</p>
      <MehrDazu>
        {mehr.map((t) => (
          <p key={t}>{t}</p>
        ))}
      </MehrDazu>
    </div>
  );
}
