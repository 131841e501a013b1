import { toast } from './toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentOrToasted } from './schema-form';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), dismiss: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

describe('sentOrToasted', () => {
  it("shows a failure in the form's own toast", async () => {
    expect(await sentOrToasted(() => Promise.reject(new Error('401')), 'Invalid email or password', 'login')).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password', { id: 'login' });
    expect(toast.dismiss).not.toHaveBeenCalled();
  });

  it("takes the form's failure toast away when the next try succeeds", async () => {
    await sentOrToasted(() => Promise.reject(new Error('401')), 'Invalid email or password', 'login');
    expect(await sentOrToasted(() => Promise.resolve(), 'Invalid email or password', 'login')).toBe(true);
    expect(toast.dismiss).toHaveBeenCalledWith('login');
  });
});
