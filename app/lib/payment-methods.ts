/**
 * The ways a shopper can pay at this shop, as /about names them: the online payment its provider
 * gives (PhonePe's checkout, or a UPI QR code the shop confirms), and cash on delivery only while
 * the settings offer it.
 */
export function paymentMethods(options: { onlinePayment: 'phonepe' | 'upi'; codEnabled: boolean }): string[] {
  const online =
    options.onlinePayment === 'upi'
      ? 'UPI: scan the QR code shown at checkout with any UPI app (Google Pay, PhonePe, Paytm, BHIM and others).'
      : 'Secure online payment through PhonePe: UPI, cards and net banking.';
  return options.codEnabled ? [online, 'Cash on delivery: pay when your order reaches your door.'] : [online];
}
