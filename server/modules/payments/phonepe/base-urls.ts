import type { UrlSource } from '../url-source';

/** Where PhonePe's APIs live (payments-phonepe.md, "Hosts"). Only these differ between environments. */
export interface PhonePeBaseUrls {
  /** Checkout, order status and refunds. */
  pgBaseUrl: string;
  /** `POST {oauthBaseUrl}/v1/oauth/token`. */
  oauthBaseUrl: string;
}

export function phonepeBaseUrls(env: 'sandbox' | 'production'): PhonePeBaseUrls {
  if (env === 'production') {
    return { pgBaseUrl: 'https://api.phonepe.com/apis/pg', oauthBaseUrl: 'https://api.phonepe.com/apis/identity-manager' };
  }
  const sandbox = 'https://api-preprod.phonepe.com/apis/pg-sandbox';
  return { pgBaseUrl: sandbox, oauthBaseUrl: sandbox };
}

/** The built-in simulator serves both APIs under the one URL it is mounted at. */
export function simulatorBaseUrls(simulatorUrl: UrlSource): { pgBaseUrl: UrlSource; oauthBaseUrl: UrlSource } {
  return { pgBaseUrl: simulatorUrl, oauthBaseUrl: simulatorUrl };
}
