import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { couponDeletionSchema, couponSchema, type Coupon } from '../../../common/coupons';
import { adminApi } from '../../lib/admin-api';
import { useConfirm } from '../../lib/admin-confirm';
import {
  COUPON_DELETE_FAILED,
  COUPON_UPDATE_FAILED,
  couponConditions,
  couponDeleted,
  couponInputOf,
  couponKept,
  couponPeriod,
  couponRuleText,
  couponSwitched,
  couponUsesLabel,
  couponUsesText,
  couponValidityText,
  COUPONS_PATH,
  type CouponPeriod,
} from '../../lib/admin-coupons';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { actionLinkClass, Cell, DataTable } from './DataTable';

const COLUMNS = [
  { label: 'Code' },
  { label: 'Discount', className: 'hidden lg:table-cell' },
  { label: 'Valid', className: 'hidden lg:table-cell' },
  { label: 'Uses', align: 'right' as const, className: 'hidden lg:table-cell' },
  { label: 'Active', align: 'center' as const, className: 'w-16 sm:w-20' },
  { label: <span className="sr-only">Actions</span>, align: 'right' as const, className: 'w-20 sm:w-40' },
];

const PERIOD_NOTE: Record<CouponPeriod, string | null> = { current: null, upcoming: 'Not started yet', ended: 'Ended' };

/** The API's words when it gave some (a 404 'Coupon not found'), else `fallback`. */
const failure = (error: unknown, fallback: string) => (isApiError(error) && error.status !== 0 && error.message ? `${fallback}: ${error.message}` : fallback);

/**
 * The coupons (docs/decisions/0060), newest first: code, discount and its conditions, the days it
 * works, uses against the limit, an on/off switch, Edit and Delete. On a phone the middle columns
 * fold into the code's cell, as the products list does with its stock.
 */
export function CouponsTable({ coupons, today }: { coupons: Coupon[]; today: string }) {
  return (
    <DataTable caption="Coupons" columns={COLUMNS}>
      {coupons.map((coupon) => {
        const conditions = couponConditions(coupon).join(' · ');
        const period = PERIOD_NOTE[couponPeriod(coupon, today)];
        const usedUp = coupon.usageLimit !== null && coupon.used >= coupon.usageLimit;
        return (
          <tr key={coupon._id}>
            <Cell className="wrap-anywhere lg:whitespace-nowrap">
              <span className="font-mono font-semibold tracking-wide text-zinc-900">{coupon.code}</span>
              {/* The middle columns are for wider screens; a phone reads them here. */}
              <span className="mt-0.5 block text-zinc-800 lg:hidden">{couponRuleText(coupon)}</span>
              {conditions && <span className="block text-xs text-zinc-600 lg:hidden">{conditions}</span>}
              <span className="block text-xs text-zinc-600 lg:hidden">
                {couponValidityText(coupon)}
                {period && <span className="font-semibold text-warning-800"> · {period}</span>}
              </span>
              <span className={`block text-xs lg:hidden ${usedUp ? 'font-semibold text-warning-800' : 'text-zinc-600'}`}>
                Uses: <span aria-hidden="true">{couponUsesText(coupon)}</span>
                <span className="sr-only">{couponUsesLabel(coupon)}</span>
              </span>
            </Cell>
            <Cell className="hidden lg:table-cell">
              <span className="block text-zinc-900">{couponRuleText(coupon)}</span>
              {conditions && <span className="block text-xs text-zinc-600">{conditions}</span>}
            </Cell>
            <Cell className="hidden lg:table-cell">
              <span className="block whitespace-nowrap text-zinc-900">{couponValidityText(coupon)}</span>
              {period && <span className="block text-xs font-semibold text-warning-800">{period}</span>}
            </Cell>
            <Cell align="right" className={`hidden whitespace-nowrap tabular-nums lg:table-cell ${usedUp ? 'font-semibold text-warning-800' : 'text-zinc-900'}`}>
              <span aria-hidden="true">{couponUsesText(coupon)}</span>
              <span className="sr-only">{couponUsesLabel(coupon)}</span>
            </Cell>
            <Cell align="center">
              <ActiveSwitch coupon={coupon} />
            </Cell>
            <Cell align="right">
              <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                <Link to={`${COUPONS_PATH}/edit/${coupon._id}`} className={actionLinkClass}>
                  Edit<span className="sr-only"> {coupon.code}</span>
                </Link>
                <DeleteButton coupon={coupon} />
              </div>
            </Cell>
          </tr>
        );
      })}
    </DataTable>
  );
}

/**
 * The on/off switch: PUTs the whole coupon with `active` changed, shows the new state at once and
 * the saved one after the list reloads. Disabled until hydration (a tap before it would do nothing).
 */
function ActiveSwitch({ coupon }: { coupon: Coupon }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<boolean | null>(null);
  const on = pending ?? coupon.active;

  async function flip() {
    const active = !coupon.active;
    setPending(active);
    try {
      await adminApi.put(couponSchema, `/api/admin/coupons/${coupon._id}`, { ...couponInputOf(coupon), active });
      toast.success(couponSwitched(coupon.code, active));
      await revalidator.revalidate();
    } catch (error) {
      toast.error(failure(error, COUPON_UPDATE_FAILED));
    } finally {
      setPending(null);
    }
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Active ${coupon.code}`}
      aria-busy={pending !== null || undefined}
      disabled={!hydrated || pending !== null}
      onClick={() => void flip()}
      className="group inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-1 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed"
    >
      <span aria-hidden="true" className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors ${on ? 'bg-brand-700' : 'bg-zinc-400'} group-disabled:opacity-60`}>
        <span className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0'}`} />
      </span>
      <span aria-hidden="true" className={`hidden w-6 text-left text-xs font-semibold sm:inline ${on ? 'text-brand-800' : 'text-zinc-600'}`}>
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}

/**
 * Delete asks first, through the shell's dialog (app/lib/admin-confirm.ts). A coupon some order
 * used is not deleted but switched off, so those orders keep their record (docs/decisions/0060):
 * the toast says which happened.
 */
function DeleteButton({ coupon }: { coupon: Coupon }) {
  const hydrated = useHydrated();
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function remove() {
    const yes = await confirm({
      title: `Delete ${coupon.code}?`,
      text: coupon.everUsed
        ? 'Orders have used this coupon, so it will be switched off instead of deleted: those orders keep their record of it.'
        : 'Shoppers will no longer be able to use it. This cannot be undone.',
      confirm: 'Delete',
      cancel: 'Keep coupon',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const answer = await adminApi.delete(couponDeletionSchema, `/api/admin/coupons/${coupon._id}`);
      toast.success(answer.deleted ? couponDeleted(coupon.code) : couponKept(coupon.code));
      await revalidator.revalidate();
    } catch (error) {
      toast.error(failure(error, COUPON_DELETE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void remove()}
      disabled={!hydrated || busy}
      aria-busy={busy || undefined}
      className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-red-700 hover:bg-red-50 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60 sm:px-3"
    >
      Delete<span className="sr-only"> {coupon.code}</span>
    </button>
  );
}
