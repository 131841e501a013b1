import type { Order } from '../../../common/orders';

type MailedLine = Pick<Order['products'][number], 'name' | 'color' | 'size' | 'quantity'>;

/**
 * How every order e-mail names one line: 'Kurta (Teal, M) × 1', the size left out only for a
 * product without sizes ('Mug (White) × 2'). One formatter, so no mail forgets the size again.
 */
export const mailLine = (line: MailedLine): string => `${line.name} (${[line.color, line.size].filter(Boolean).join(', ')}) × ${line.quantity}`;
