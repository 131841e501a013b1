import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_STATUSES } from './admin-orders';
import { ACTION_STATUS, allowedOrderActions, canMoveTo, offeredStatusChanges, type OrderAction, type OrderActionFacts } from './order-actions';
import { FULFILMENT_STATUSES, goodsMayLeave, orderStatusMachine, paymentStatusMachine } from './order-states';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders';

const cod: OrderActionFacts = { status: 'Pending', paymentStatus: 'Pending', paymentGateway: null, refund: null };
const phonepe: OrderActionFacts = { ...cod, paymentGateway: 'phonepe' };

describe('allowedOrderActions', () => {
  it('a new COD or UPI order: confirm the payment, process, ship or cancel it', () => {
    expect(allowedOrderActions(cod)).toEqual(['confirmPayment', 'markProcessing', 'markShipped', 'cancel']);
    expect(allowedOrderActions({ ...cod, paymentStatus: 'Completed' })).toEqual(['markProcessing', 'markShipped', 'cancel']);
    expect(allowedOrderActions({ ...cod, status: 'Processing' })).toEqual(['confirmPayment', 'markShipped', 'cancel']);
  });

  it('a gateway order: never confirmed by hand, and not shipped or delivered before it is paid', () => {
    expect(allowedOrderActions(phonepe)).toEqual(['markProcessing', 'cancel']);
    expect(allowedOrderActions({ ...phonepe, paymentStatus: 'Failed' })).toEqual(['markProcessing', 'cancel']);
    expect(allowedOrderActions({ ...phonepe, paymentStatus: 'Completed' })).toEqual(['markProcessing', 'markShipped', 'cancel']);
    expect(allowedOrderActions({ ...phonepe, status: 'Shipped' })).toEqual([]);
    expect(allowedOrderActions({ ...phonepe, status: 'Shipped', paymentStatus: 'Completed' })).toEqual(['markDelivered']);
  });

  it('once the goods left: only delivered (and a COD payment confirmed); no cancel', () => {
    expect(allowedOrderActions({ ...cod, status: 'Shipped' })).toEqual(['confirmPayment', 'markDelivered']);
    expect(allowedOrderActions({ ...cod, status: 'Completed', paymentStatus: 'Completed' })).toEqual(['markDelivered']);
  });

  it('Delivered and Canceled are final; a paid, cancelled COD or UPI order can have its refund recorded, once', () => {
    expect(allowedOrderActions({ ...cod, status: 'Delivered', paymentStatus: 'Completed' })).toEqual([]);
    expect(allowedOrderActions({ ...cod, status: 'Canceled' })).toEqual([]);
    expect(allowedOrderActions({ ...cod, status: 'Canceled', paymentStatus: 'Completed' })).toEqual(['recordRefund']);
    expect(allowedOrderActions({ ...cod, status: 'Canceled', paymentStatus: 'Completed', refund: { status: 'Failed', amount: 100, reference: null } })).toEqual(['recordRefund']);
    expect(allowedOrderActions({ ...cod, status: 'Canceled', paymentStatus: 'Refunded', refund: { status: 'Completed', amount: 100, reference: 'NEFT 123' } })).toEqual([]);
    // A gateway order's refund is the gateway's, unless the gateway failed it: then the shop pays back by hand.
    expect(allowedOrderActions({ ...phonepe, status: 'Canceled', paymentStatus: 'Completed', refund: { status: 'Pending', amount: 100, reference: null } })).toEqual([]);
    expect(allowedOrderActions({ ...phonepe, status: 'Canceled', paymentStatus: 'Completed', refund: { status: 'Failed', amount: 100, reference: null } })).toEqual(['recordRefund']);
  });
});

describe('the admin choices are derived from the machines, for every status (docs/decisions/0030-state-rules-the-database-keeps.md)', () => {
  const refunds = [null, { status: 'Pending', amount: 100, reference: null }, { status: 'Failed', amount: 100, reference: null }, { status: 'Completed', amount: 100, reference: 'NEFT 1' }] as const;
  const everyOrder: OrderActionFacts[] = ORDER_STATUSES.flatMap((status) =>
    PAYMENT_STATUSES.flatMap((paymentStatus) => [null, 'phonepe'].flatMap((paymentGateway) => refunds.map((refund) => ({ status, paymentStatus, paymentGateway, refund })))),
  );

  it.each(ORDER_STATUSES)('from %s: an action that moves the order is offered only where the order machine allows its status', (status) => {
    for (const order of everyOrder.filter((facts) => facts.status === status)) {
      const offered = allowedOrderActions(order);
      for (const [action, to] of Object.entries(ACTION_STATUS)) {
        if (offered.includes(action as OrderAction)) expect(orderStatusMachine.canTransition(status, to), `${action} from ${status}`).toBe(true);
      }
      // Processing and Canceled are offered exactly where the machine (and the goods rule) allows them.
      expect(offered.includes('markProcessing')).toBe(canMoveTo(order, 'Processing'));
      expect(offered.includes('cancel')).toBe(canMoveTo(order, 'Canceled'));
      expect(offered.includes('markShipped') || offered.includes('markDelivered')).toBe(canMoveTo(order, FULFILMENT_STATUSES.has(status) ? 'Delivered' : 'Shipped'));
      // The payment buttons follow the payment machine.
      if (offered.includes('confirmPayment')) expect(paymentStatusMachine.canTransition(order.paymentStatus, 'Completed')).toBe(true);
      if (offered.includes('recordRefund')) expect(paymentStatusMachine.canTransition(order.paymentStatus, 'Refunded')).toBe(true);
      // The edit form's dropdown offers exactly the admin statuses the machine allows.
      expect(offeredStatusChanges(order)).toEqual(ADMIN_ORDER_STATUSES.filter((to) => orderStatusMachine.canTransition(status, to) && (!FULFILMENT_STATUSES.has(to) || goodsMayLeave(order))));
    }
  });

  it('a final status (Delivered, Canceled) offers no change of status', () => {
    expect(ORDER_STATUSES.filter((status) => orderStatusMachine.isFinal(status))).toEqual(['Delivered', 'Canceled']);
    for (const order of everyOrder.filter((facts) => orderStatusMachine.isFinal(facts.status))) {
      expect(offeredStatusChanges(order)).toEqual([]);
      expect(allowedOrderActions(order).filter((action) => action in ACTION_STATUS)).toEqual([]);
    }
  });
});
