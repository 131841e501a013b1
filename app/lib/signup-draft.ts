/**
 * What the signup wizard keeps for the browser tab's session (sessionStorage), so a refresh or a
 * Back on step 2 loses nothing the shopper typed (docs/decisions/0025): the name, e-mail, phone and address.
 * Never the password: it is left out here, whatever the caller passes, and retyped after a refresh.
 */

export const SIGNUP_DRAFT_KEY = 'haat.signup-draft';

export interface SignupDraft {
  name?: string;
  email?: string;
  phoneNumber?: string;
  address?: { street?: string; city?: string; state?: string; zipCode?: string; country?: string };
}

const ADDRESS_KEYS = ['street', 'city', 'state', 'zipCode', 'country'] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.slice(0, 300) : undefined);

/** The fields that may be kept, and only those: anything else in `values` (the password) is dropped. */
export function draftOf(values: unknown): SignupDraft {
  const source = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const address = (typeof source.address === 'object' && source.address !== null ? source.address : {}) as Record<string, unknown>;
  return {
    name: text(source.name),
    email: text(source.email),
    phoneNumber: text(source.phoneNumber),
    address: Object.fromEntries(ADDRESS_KEYS.map((key) => [key, text(address[key])])),
  };
}

/** The field paths of a draft with something in them ('name', 'address.city' …) and their values. */
export function draftFields(draft: SignupDraft): [string, string][] {
  const top: [string, string | undefined][] = [
    ['name', draft.name],
    ['email', draft.email],
    ['phoneNumber', draft.phoneNumber],
  ];
  const address = ADDRESS_KEYS.map((key): [string, string | undefined] => [`address.${key}`, draft.address?.[key]]);
  return [...top, ...address].filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
}

// Storage can be missing or refuse (private mode, full, disabled): the wizard works without it.
export function loadSignupDraft(): SignupDraft | null {
  try {
    const raw = window.sessionStorage.getItem(SIGNUP_DRAFT_KEY);
    return raw === null ? null : draftOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveSignupDraft(values: unknown): void {
  try {
    window.sessionStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draftOf(values)));
  } catch {
    // Not kept: only a refresh would lose the fields.
  }
}

export function clearSignupDraft(): void {
  try {
    window.sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
