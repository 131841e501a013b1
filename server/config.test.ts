import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives every default of the README’s configuration table', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      SHOP_NAME: 'Haat',
      DATABASE_URL: 'file:./data/haat.db',
      dialect: 'sqlite',
      DATA_DIR: './data',
      SEED_DEMO: true,
      PAYMENT_PROVIDER: 'phonepe-sim',
      PHONEPE_ENV: 'sandbox',
      PHONEPE_CLIENT_VERSION: 1,
      COD_ENABLED: false,
      CART_DELIVERY_CHARGE: 60,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 0,
    });
    expect(config.MAIL_FROM).toBe('Haat <no-reply@localhost>');
  });

  it('keeps the default SQLite file in DATA_DIR, unless DATABASE_URL names a database', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/haat' }).DATABASE_URL).toBe('file:/var/lib/haat/haat.db');
    expect(loadConfig({ DATA_DIR: '/var/lib/haat/' }).DATABASE_URL).toBe('file:/var/lib/haat/haat.db');
    expect(loadConfig({ DATA_DIR: 'shop-data', DATABASE_URL: '' }).DATABASE_URL).toBe('file:shop-data/haat.db');
    expect(loadConfig({ DATA_DIR: '/var/lib/haat', DATABASE_URL: 'file:/srv/other.db' }).DATABASE_URL).toBe('file:/srv/other.db');
    expect(loadConfig({ DATA_DIR: '/var/lib/haat', DATABASE_URL: 'postgres://u@db:5432/shop' })).toMatchObject({ DATABASE_URL: 'postgres://u@db:5432/shop', dialect: 'postgres' });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example.in/',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      SEED_DEMO: 'false',
      COD_ENABLED: '1',
      CART_DELIVERY_CHARGE: '49.5',
      ADMIN_EMAIL: 'Owner@Example.in',
      ADMIN_PASSWORD: 'secret1',
      TRUST_PROXY: '2',
    });
    expect(config).toMatchObject({ TRUST_PROXY: 2, PORT: 8080, PUBLIC_URL: 'https://shop.example.in', dialect: 'postgres', SEED_DEMO: false, COD_ENABLED: true, CART_DELIVERY_CHARGE: 49.5 });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT="eighty": /],
    [{ PORT: '70000' }, /^Invalid PORT="70000"/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL="mysql:\/\/x": must start with file:/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid SEED_DEMO="maybe": must be true or false$/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /^Invalid PAYMENT_PROVIDER="paypal"/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid PUBLIC_URL="not a url"/],
    [{ ADMIN_EMAIL: 'owner@example.in' }, /^Invalid ADMIN_PASSWORD="": must be set together with ADMIN_EMAIL$/],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'secret1' }, /^Invalid ADMIN_EMAIL="nope"/],
    [{ ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: '123' }, /^Invalid ADMIN_PASSWORD="123": must be at least 6 characters$/],
    [{ CART_DELIVERY_CHARGE: '-1' }, /^Invalid CART_DELIVERY_CHARGE="-1"/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL="loud"/],
    [{ TRUST_PROXY: 'yes' }, /^Invalid TRUST_PROXY="yes": must be a number of proxies, 0 to 10$/],
    [{ TRUST_PROXY: '11' }, /^Invalid TRUST_PROXY="11"/],
    [{ PAYMENT_PROVIDER: 'upi' }, /^Invalid UPI_VPA="": required when PAYMENT_PROVIDER=upi$/],
    [{ PAYMENT_PROVIDER: 'upi', UPI_VPA: 'not a vpa' }, /^Invalid UPI_VPA="not a vpa": must be a UPI id like shop@okaxis$/],
    [{ PAYMENT_PROVIDER: 'phonepe' }, /^Invalid PHONEPE_CLIENT_ID="": required when PAYMENT_PROVIDER=phonepe$/],
    [{ PAYMENT_PROVIDER: 'phonepe', PHONEPE_CLIENT_ID: 'M1' }, /^Invalid PHONEPE_CLIENT_SECRET="": required when PAYMENT_PROVIDER=phonepe$/],
    [{ PAYMENT_PROVIDER: 'phonepe', PHONEPE_CLIENT_ID: 'M1', PHONEPE_CLIENT_SECRET: 's' }, /^Invalid PHONEPE_WEBHOOK_USER="": required when PAYMENT_PROVIDER=phonepe$/],
    [
      { PAYMENT_PROVIDER: 'phonepe', PHONEPE_CLIENT_ID: 'M1', PHONEPE_CLIENT_SECRET: 's', PHONEPE_WEBHOOK_USER: 'u' },
      /^Invalid PHONEPE_WEBHOOK_PASSWORD="": required when PAYMENT_PROVIDER=phonepe$/,
    ],
    [{ PHONEPE_ENV: 'staging' }, /^Invalid PHONEPE_ENV="staging"/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('payment providers', () => {
  it('accepts the real PhonePe with its four credentials, and UPI with a VPA', () => {
    const phonepe = loadConfig({
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_ENV: 'production',
      PHONEPE_CLIENT_ID: 'M1',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_WEBHOOK_USER: 'hook',
      PHONEPE_WEBHOOK_PASSWORD: 'hook-secret',
    });
    expect(phonepe).toMatchObject({ PAYMENT_PROVIDER: 'phonepe', PHONEPE_ENV: 'production', PHONEPE_CLIENT_ID: 'M1' });
    expect(loadConfig({ PAYMENT_PROVIDER: 'upi', UPI_VPA: 'shop@okaxis' })).toMatchObject({ PAYMENT_PROVIDER: 'upi', UPI_VPA: 'shop@okaxis' });
  });

  it('runs the simulator without any PhonePe credentials', () => {
    expect(loadConfig({}).PHONEPE_CLIENT_ID).toBeUndefined();
  });
});
