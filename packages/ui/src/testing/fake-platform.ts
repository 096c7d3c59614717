/** A platform that answers the paths it knows (matched without the query) and 404 otherwise; it records calls. */
export function fakePlatform(answers: Readonly<Record<string, unknown>>) {
  const calls: string[] = [];
  const fetch = (input: string) => {
    calls.push(input);
    const body = answers[input.split('?')[0] ?? ''];
    return Promise.resolve(
      body === undefined
        ? new Response('{"error":{"code":"not_found","message":"no"}}', { status: 404 })
        : new Response(JSON.stringify(body), { status: 200 }),
    );
  };
  return { fetch, calls };
}
