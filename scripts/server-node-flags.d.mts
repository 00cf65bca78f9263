// Types of server-node-flags.mjs (plain JavaScript, so scripts/start.mjs runs it without a build).
export declare const SERVER_NODE_FLAGS: string[];
