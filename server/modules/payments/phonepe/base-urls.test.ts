import { describe, expect, it } from 'vitest';
import { resolveUrl } from '../url-source';
import { phonepeBaseUrls, simulatorBaseUrls } from './base-urls';

describe('phonepeBaseUrls', () => {
  it('serves PG and OAuth from one sandbox host', () => {
    expect(phonepeBaseUrls('sandbox')).toEqual({
      pgBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      oauthBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    });
  });

  it('has separate PG and identity-manager hosts in production', () => {
    expect(phonepeBaseUrls('production')).toEqual({
      pgBaseUrl: 'https://api.phonepe.com/apis/pg',
      oauthBaseUrl: 'https://api.phonepe.com/apis/identity-manager',
    });
  });

  it('points both at the simulator, trailing slash or not, now or later', () => {
    const { pgBaseUrl, oauthBaseUrl } = simulatorBaseUrls('http://localhost:3000/__sim/phonepe/');
    expect(resolveUrl(pgBaseUrl)).toBe('http://localhost:3000/__sim/phonepe');
    expect(resolveUrl(oauthBaseUrl)).toBe('http://localhost:3000/__sim/phonepe');
    let port = 0;
    const lazy = simulatorBaseUrls(() => `http://127.0.0.1:${port}/__sim/phonepe`);
    port = 41_234;
    expect(resolveUrl(lazy.pgBaseUrl)).toBe('http://127.0.0.1:41234/__sim/phonepe');
  });
});
