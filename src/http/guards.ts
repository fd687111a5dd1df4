// The guards each kind of operation runs before its body is read, in order. This file is the
// one place that order is written (the architecture note fixes it for /api/v1):
//   v1:     413 declared body -> 401 key -> 403 forbidden_scope -> 429 per-key limits -> 403 beta
//   locked: 413 declared body -> 401 key -> 403 beta (always; nothing spent)
//   public: any origin (CORS, so a browser can read every refusal) -> 413 declared body -> 429 soft per-client limit
// then, for every kind that gets past them, the body: 413 as it streams, 415, 400 (operation.ts).
import type { AppDeps } from './context.ts';
import type { ApiKeyRecord } from '../store/store.ts';
import type { Access, Operation } from './operation.ts';
import { admit, keyCheck, refuseLocked, type SetHeader } from './auth.ts';
import { spendPublicToken, type PublicToken } from './public-routes.ts';
import { BODY_LIMIT_BYTES, payloadTooLarge } from './request-body.ts';
import { andThen, type Eventually } from '../eventually.ts';

/** What a guard sees of a request and may change of its answer. */
export interface GuardedCall {
  op: Operation;
  clientAddress: string;
  /** A request header (repeated ones joined). */
  header(name: string): string | undefined;
  /** The declared Content-Length, when the body has one (not chunked). */
  declaredLength: number | undefined;
  setHeader: SetHeader;
  /** Set by the key check, for the guards after it and the operation. */
  apiKey: ApiKeyRecord | undefined;
  /** Set by the soft limit: the token this call spent, given back if the call is refused for its input. */
  publicToken?: PublicToken;
}

/** Lets the call through (returns) or refuses it (throws the ApiError that answers it). */
export type Guard = (call: GuardedCall) => Eventually<void>;

export type GuardChains = Readonly<Record<Access, readonly Guard[]>>;

/** Each access kind's guards, in order, for one app (the key check keeps its caches per app). */
export function guardChains(deps: AppDeps, bodyLimitBytes = BODY_LIMIT_BYTES): GuardChains {
  const checkKey = keyCheck(deps);
  const declaredBody: Guard = (call) => {
    if (call.declaredLength !== undefined && call.declaredLength > bodyLimitBytes) throw payloadTooLarge(bodyLimitBytes);
  };
  const key: Guard = (call) =>
    andThen(checkKey(call.clientAddress, call.header('authorization')), (record) => {
      call.apiKey = record;
    });
  const scopeQuotaBeta: Guard = (call) => admit(deps, call.apiKey!, call.op.product, call.setHeader);
  const lockedStub: Guard = (call) => refuseLocked(deps, call.apiKey!, call.op.locked!, call.setHeader);
  const anyOrigin: Guard = (call) => call.setHeader('Access-Control-Allow-Origin', '*');
  const softLimit: Guard = (call) =>
    andThen(spendPublicToken(deps, call.clientAddress), (token) => {
      call.publicToken = token;
    });
  return {
    v1: [declaredBody, key, scopeQuotaBeta],
    locked: [declaredBody, key, lockedStub],
    public: [anyOrigin, declaredBody, softLimit],
  };
}

/** Runs the chain from guard `from`: at once while the guards answer at once, a promise from the first that does not. */
export function passGuards(chain: readonly Guard[], call: GuardedCall, from = 0): Eventually<void> {
  for (let i = from; i < chain.length; i++) {
    const pending = chain[i]!(call);
    if (pending instanceof Promise) return pending.then(() => passGuards(chain, call, i + 1));
  }
}
