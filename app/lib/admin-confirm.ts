import { createContext, useContext } from 'react';

/** A yes-or-no question before a step that cannot be undone: the dialog's title, its text, and its two buttons' words. */
export interface ConfirmQuestion {
  title: string;
  text: string;
  /** The button that goes ahead (red: it deletes or ends something). */
  confirm: string;
  /** The button that keeps things as they are; it has the focus when the dialog opens. */
  cancel: string;
}

export type Confirm = (question: ConfirmQuestion) => Promise<boolean>;

/**
 * The admin shell's question dialog (the shop's one Modal, as Logout asks), for a screen to await:
 * true when confirmed, false on the keep button, Escape or the backdrop. A screen reaches it
 * through this context, not by importing the Modal, so the dialog's code stays where the shell
 * already loads it. Outside the shell nothing asks, and the answer is no.
 */
export const ConfirmContext = createContext<Confirm>(() => Promise.resolve(false));

export const useConfirm = (): Confirm => useContext(ConfirmContext);
