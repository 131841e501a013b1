import { z } from 'zod';

/**
 * Replacement requests (docs/decisions/0048): the shopper names the line, a reason from a list, a
 * note ('Other' needs one), the size they want instead (wrong size, for a line bought in a size),
 * and up to three photos; the shop accepts or declines with a note. One open request per line.
 */

export const REPLACEMENT_REASONS = ['wrong-size', 'damaged', 'not-as-described', 'other'] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

export const REPLACEMENT_REASON_LABELS: Record<ReplacementReason, string> = {
  'wrong-size': 'Wrong size',
  damaged: 'Damaged',
  'not-as-described': 'Not as described',
  other: 'Other',
};

export const REPLACEMENT_STATUSES = ['requested', 'accepted', 'declined'] as const;
export type ReplacementStatus = (typeof REPLACEMENT_STATUSES)[number];

export const REPLACEMENT_STATUS_LABELS: Record<ReplacementStatus, string> = { requested: 'Replacement requested', accepted: 'Replacement accepted', declined: 'Replacement declined' };

export const MAX_REPLACEMENT_PHOTOS = 3;
export const MAX_REPLACEMENT_NOTE = 300;
export const MAX_DECISION_NOTE = 500;

export const REPLACEMENT_MESSAGES = {
  item: 'Please choose the item',
  reason: 'Please choose a reason',
  note: 'Please tell us briefly what is wrong',
  noteTooLong: `A note may be at most ${MAX_REPLACEMENT_NOTE} characters`,
  size: 'Please choose the size you need',
  sameSize: 'Please choose a size other than the one you have',
  tooManyPhotos: `Add at most ${MAX_REPLACEMENT_PHOTOS} photos`,
  decisionNote: 'Please add a note for the customer',
  decisionNoteTooLong: `A note may be at most ${MAX_DECISION_NOTE} characters`,
} as const;

/** A stored request as the API answers it (on the order, `replacements`). */
export const replacementSchema = z.object({
  _id: z.string(),
  lineId: z.string().meta({ description: 'The order line (products[]._id) to replace.' }),
  reason: z.enum(REPLACEMENT_REASONS),
  note: z.string().nullable(),
  size: z.string().nullable().meta({ description: 'The size wanted instead (wrong-size only).' }),
  photos: z.array(z.string()).meta({ description: 'Up to 3 /media/ URLs of the customer’s photos.' }),
  status: z.enum(REPLACEMENT_STATUSES),
  decisionNote: z.string().nullable().meta({ description: 'What the shop told the customer when accepting or declining.' }),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Replacement = z.infer<typeof replacementSchema>;

const optionalText = z
  .string()
  .trim()
  .max(MAX_REPLACEMENT_NOTE, { message: REPLACEMENT_MESSAGES.noteTooLong })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * POST /api/orders/{id}/replacement's fields (JSON, or the text parts of a multipart body whose
 * `photos` parts are the pictures). 'Other' needs a note; the size is checked against the line by the server.
 */
export const replacementRequestSchema = z
  .object({
    lineId: z.string({ error: REPLACEMENT_MESSAGES.item }).trim().min(1, { message: REPLACEMENT_MESSAGES.item }),
    reason: z.enum(REPLACEMENT_REASONS, { error: REPLACEMENT_MESSAGES.reason }),
    note: optionalText,
    size: z.string().trim().max(20).optional().transform((value) => (value === '' ? undefined : value)),
  })
  .superRefine((values, ctx) => {
    if (values.reason === 'other' && !values.note) ctx.addIssue({ code: 'custom', path: ['note'], message: REPLACEMENT_MESSAGES.note });
  });
export type ReplacementRequestInput = z.infer<typeof replacementRequestSchema>;

/** POST …/replacements/{requestId}/accept: a note for the customer is optional. */
export const acceptReplacementSchema = z.object({
  note: z.string().trim().max(MAX_DECISION_NOTE, { message: REPLACEMENT_MESSAGES.decisionNoteTooLong }).optional(),
});
/** POST …/replacements/{requestId}/decline: the customer is told why. */
export const declineReplacementSchema = z.object({
  note: z
    .string({ error: REPLACEMENT_MESSAGES.decisionNote })
    .trim()
    .min(1, { message: REPLACEMENT_MESSAGES.decisionNote })
    .max(MAX_DECISION_NOTE, { message: REPLACEMENT_MESSAGES.decisionNoteTooLong }),
});
export type ReplacementDecisionInput = { note?: string };

/** Whether the line was bought in a size, so a wrong-size request names the size wanted. */
export const asksForSize = (reason: ReplacementReason | '', line: { size: string | null } | undefined) => reason === 'wrong-size' && line?.size != null;

/** The timeline's note of a request: 'Blue Tee (M): Wrong size → L'. */
export function replacementEventNote(lineName: string, request: { reason: ReplacementReason; note?: string | null; size?: string | null }): string {
  const wanted = request.size ? ` → ${request.size}` : '';
  const note = request.note ? ` — ${request.note}` : '';
  return `${lineName}: ${REPLACEMENT_REASON_LABELS[request.reason]}${wanted}${note}`;
}
