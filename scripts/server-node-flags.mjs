// The Node.js flags the server runs with, in one place for `npm start` (scripts/start.mjs), the browser tests' server
// (e2e/server.ts) and the bench's (bench/run.ts), so what is measured is what runs (decision 0034).
// --max-semi-space-size=32 (MB): V8's young generation grows from its 16 MB default. A cold listing allocates a
// page of rows, cards and JSON per request; with the bigger nursery fewer scavenges run and fewer short-lived objects
// are promoted, which gave 10-15 % more cold listings a second at scale 10 on 2 cores (bench, four alternating runs).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
