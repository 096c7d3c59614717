import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const pid = Number(process.argv[2]);
const cpu = (p: number | 'self') => { const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const run = async (path: string) => {
  const s0 = cpu(pid), c0 = cpu('self' as never), t0 = Date.now();
  const r = await autocannon({ url: 'http://127.0.0.1:3390' + path, connections: 50, duration: 6, headers: { 'accept-encoding': 'br, gzip' } });
  const wall = Date.now() - t0;
  return { rate: Math.round(r.requests.average), serverCpu: ((cpu(pid) - s0) / wall).toFixed(2), clientCpu: ((cpu('self' as never) - c0) / wall).toFixed(2), serverUsPerReq: Math.round(((cpu(pid) - s0) * 1000) / r.requests.total) };
};
await run('/ru');
for (const p of ['/favicon.svg', '/ru', '/favicon.svg', '/ru']) console.log(p, JSON.stringify(await run(p)));
