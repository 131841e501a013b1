import { toast } from '../../lib/toast';
import type { Route } from './+types/settings';
import { shopSettingsSchema, type ShopSettings } from '../../../common/settings';
import { AdminPage } from '../../components/admin/Page';
import { RouteErrorScreen } from '../../components/admin/RouteError';
import { SettingsForm } from '../../components/admin/SettingsForm';
import { adminApi } from '../../lib/admin-api';
import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED } from '../../lib/admin-messages';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';

// The saved settings, read now (not the pages' cached copy): private, so the loader checks the admin session itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  return { settings: await context.services.settings.get() };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Settings', matches[0].loaderData?.shopName);

/** /admin/settings (docs/decisions/0018): the shop's details, contacts, grievance officer, payment and delivery rules, social links. */
export default function Settings({ loaderData }: Route.ComponentProps) {
  async function save(settings: ShopSettings): Promise<ShopSettings> {
    let saved: ShopSettings;
    try {
      // PUT replaces the whole document; the answer is what was saved (normalised: GSTIN in capitals, phones as 10 digits).
      saved = await adminApi.put(shopSettingsSchema, '/api/admin/settings', settings);
    } catch (error) {
      toast.error(SETTINGS_SAVE_FAILED);
      throw error;
    }
    toast.success(SETTINGS_SAVED);
    return saved;
  }

  return (
    <AdminPage title="Settings" width="form">
      <SettingsForm settings={loaderData.settings} onSave={save} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
