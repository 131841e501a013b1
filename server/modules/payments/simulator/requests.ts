import { z } from 'zod';

/** What the simulator accepts, per payments-phonepe.md; a failure is PhonePe's 400 BAD_REQUEST. */

export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

const merchantId = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .min(1, `${field} is required`)
    .max(63, `${field} must be at most 63 characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} may contain only letters, digits, _ and -`);

const paise = (field: string, minimum: number) =>
  z
    .number({ message: `${field} must be a number of paise` })
    .int(`${field} must be a whole number of paise`)
    .min(minimum, `${field} must be at least ${minimum} paise`);

export const payRequest = z.object({
  merchantOrderId: merchantId('merchantOrderId'),
  amount: paise('amount', 100),
  expireAfter: z
    .number({ message: 'expireAfter must be a number of seconds' })
    .int('expireAfter must be a whole number of seconds')
    .min(300, 'expireAfter must be between 300 and 3600 seconds')
    .max(3600, 'expireAfter must be between 300 and 3600 seconds')
    .optional(),
  metaInfo: z
    .record(z.string().regex(/^udf([1-9]|1[0-5])$/), z.string().max(256, 'metaInfo values must be at most 256 characters'), {
      error: (issue) => (issue.code === 'invalid_key' ? 'metaInfo keys are udf1..udf15' : 'metaInfo must be an object of udfN strings'),
    })
    .optional(),
  paymentFlow: z.object(
    {
      type: z.literal('PG_CHECKOUT', { message: 'paymentFlow.type must be PG_CHECKOUT' }),
      message: z.string().max(256, 'paymentFlow.message must be at most 256 characters').optional(),
      merchantUrls: z.object(
        { redirectUrl: z.url({ protocol: /^https?$/, message: 'merchantUrls.redirectUrl must be an http(s) URL' }) },
        { message: 'paymentFlow.merchantUrls.redirectUrl is required' },
      ),
    },
    { message: 'paymentFlow is required' },
  ),
}, { message: 'The body must be a JSON object' });

export const refundRequest = z.object({
  merchantRefundId: merchantId('merchantRefundId'),
  originalMerchantOrderId: merchantId('originalMerchantOrderId'),
  amount: paise('amount', 1),
}, { message: 'The body must be a JSON object' });

/** When a pay request has no expireAfter: 20 minutes, the value of the doc's example request. */
export const DEFAULT_EXPIRE_AFTER_SECONDS = 1200;

/** The first problem, worded for the 400's `message`. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
