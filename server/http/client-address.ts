import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Longer than any IPv6 address with a zone: what is past it is not an address, and must not grow a limiter's keys. */
const MAX_ADDRESS_LENGTH = 64;

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address, which the rate limits count by (docs/decisions/0058). With
 * `trustedProxies` 0 (TRUST_PROXY's default) it is the socket's peer, whatever X-Forwarded-For
 * says: a client writes that header itself. Behind N proxies (TRUST_PROXY=N) the socket is the
 * nearest proxy, and each trusted proxy vouches for the address it appended to the header, so the
 * client is the N-th address from the right (the farthest one given, when the header has fewer).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const socket = socketAddress(c);
  if (trustedProxies === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const nearestFirst = [socket, ...forwarded.reverse()];
  const client = nearestFirst[Math.min(trustedProxies, nearestFirst.length - 1)] ?? socket;
  return client.slice(0, MAX_ADDRESS_LENGTH);
}
