import type { FetchFunction } from '../api-client';

export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

type Answer = Response | Error | ((call: RecordedCall) => Promise<Response>);

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(status: number, code: string, exceptionCode?: number): Response {
  return jsonResponse(status, { error: { code, message: `${code} message`, exception_code: exceptionCode } });
}

/** A fetch that gives the listed answers in order and records every call; a call past the list fails the test. */
export function createFakeFetch(...answers: Answer[]): { fetch: FetchFunction; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const call: RecordedCall = { url, init, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(call);
    const answer = answers[calls.length - 1];
    if (answer === undefined) throw new Error(`unexpected request ${calls.length} to ${url}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(call) : answer;
  };
  return { fetch, calls };
}
