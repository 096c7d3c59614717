import autocannon from 'autocannon';
const path = process.argv[2]!;
await autocannon({ url: 'http://127.0.0.1:3390' + path, connections: 20, amount: 2000, headers: { 'accept-encoding': 'br, gzip' } });
const r = await autocannon({ url: 'http://127.0.0.1:3390' + path, connections: 50, amount: 20000, headers: { 'accept-encoding': 'br, gzip' } });
console.log(path, r.requests.average, r.latency.p99, r.requests.total);
