/**
 * PGlite runs every statement on this thread (WebAssembly) and resolves its promise without
 * the event loop getting a turn: a request's statements ran back to back to its answer, and
 * no other request was even read meanwhile (issue 27 §1: 200 clients searching, `/health`
 * waited 19.6 s; the bound on searches in flight never counted more than one, because the next
 * search was read only when the last had ended).
 *
 * This plugin gives the event loop a turn (setImmediate) after each statement's result: the
 * requests that arrived meanwhile are read, the bounds count them (503/429 at once), `/health`
 * and sign-in are answered between two statements. A statement itself still runs in one piece,
 * so the work is cut into short statements where it can be long (the "contains" search asks
 * batches of street keys, geodaten-repository.ts). Only for PGlite: pg's answers come over a
 * socket, and the event loop turns between them anyway.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

export class ZugAbgeben implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await new Promise<void>((weiter) => setImmediate(weiter));
    return args.result;
  }
}
