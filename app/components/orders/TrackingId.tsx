import { courierTrackingUrl } from '../../../common/couriers';

/** The tracking id, as a link to the courier's own tracking page when it has one (common/couriers.ts); the customer's order and the admin's alike. */
export function TrackingId({ partner, trackingId }: { partner: string | null; trackingId: string }) {
  const url = courierTrackingUrl(partner, trackingId);
  if (!url) return <span className="font-mono break-all">{trackingId}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="font-mono break-all text-brand-700 underline hover:text-brand-900">
      {trackingId}
      <span className="sr-only"> (track on {partner}, opens in a new tab)</span>
    </a>
  );
}
