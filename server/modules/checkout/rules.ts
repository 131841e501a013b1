import type { CheckoutRulesPaise } from '../../../common/orders';
import { gstStateName } from '../../../common/gst/states';
import { toPaise } from '../../../common/money';
import type { ShopSettings } from '../../../common/settings';
import type { CheckoutRulesPort } from './pricing';

/**
 * Checkout's delivery and cash-on-delivery rules, read from the shop's settings per request
 * (the settings module caches them under the catalogue version; docs/decisions/0018), in paise.
 */
export function checkoutRulesFrom(settings: () => Promise<ShopSettings>): CheckoutRulesPort {
  return async () => {
    const { codEnabled, codMaxOrderValue, cartDeliveryCharge, freeDeliveryAbove, registrationType, stateCode, address } = await settings();
    return {
      codEnabled,
      codMaxOrderValuePaise: codMaxOrderValue === null ? null : toPaise(codMaxOrderValue),
      cartDeliveryChargePaise: toPaise(cartDeliveryCharge),
      freeDeliveryAbovePaise: freeDeliveryAbove === null ? null : toPaise(freeDeliveryAbove),
      // A composition shop sells within its own state only (docs/decisions/0035).
      onlyWithinState: registrationType === 'composition' ? { code: stateCode, name: gstStateName(stateCode) ?? address.state } : null,
    } satisfies CheckoutRulesPaise;
  };
}
