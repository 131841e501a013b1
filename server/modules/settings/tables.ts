/** The shop's settings (docs/decisions/0018): one row, id 1, the document as JSON text (common/settings.ts). */
export interface ShopSettingsTable {
  id: number;
  settings: string;
  updated_at: string | Date;
}

export interface SettingsTables {
  shop_settings: ShopSettingsTable;
}
