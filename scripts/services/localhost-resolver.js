// Preloaded into the local stack's Next process (NODE_OPTIONS=--require, scripts/services/mock-pictures.ts):
// resolves every `.localhost` name to this machine, as RFC 6761 says and browsers do, where the
// system resolver only knows plain `localhost`. Next's image optimiser then reaches the mock's
// picture host (https://mock-pictures.localhost) exactly as it reaches a brand's CDN in
// production, where this file is never loaded. Every other name goes to the system resolver.
const dns = require('node:dns');

const LOOPBACK = { address: '127.0.0.1', family: 4 };
const isLocalName = (hostname) => typeof hostname === 'string' && /(^|\.)localhost\.?$/i.test(hostname);

const systemLookup = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  if (!isLocalName(hostname)) return systemLookup.apply(this, arguments);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => (all ? done(null, [LOOPBACK]) : done(null, LOOPBACK.address, LOOPBACK.family)));
  return {};
};

const systemPromiseLookup = dns.promises.lookup;
dns.promises.lookup = function lookup(hostname, options) {
  if (!isLocalName(hostname)) return systemPromiseLookup.apply(this, arguments);
  return Promise.resolve(typeof options === 'object' && options !== null && options.all ? [LOOPBACK] : LOOPBACK);
};
