/**
 * The sections of the product create and edit forms. They read the form from react-hook-form's
 * context, typed by the fields both forms share, so each screen keeps its own schema and submit.
 */
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { CategoryRef, ProductStatus } from '../../../common/catalog';
import { GST_RATES } from '../../../common/gst/tax';
import { UQC_UNITS, uqcLabel } from '../../../common/gst/uqc';
import { CATEGORY_SELECT_ERROR, CONFIRM_DELETE_COLOR, CONFIRM_DELETE_IMAGE } from '../../lib/admin-messages';
import { isLink } from '../../lib/admin-product-payload';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, MAX_IMAGES_PER_COLOR, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from '../../lib/admin-product-schema';
import { Button } from '../form/Button';
import { TextField } from '../form/TextField';
import { CheckboxField, SelectField, TextAreaField } from './fields';
import { useFields, useShared } from './product-form-values';
import { ColorStockFields } from './ProductStockFields';
import { SwatchField, SwatchNote } from './SwatchField';
import { FileDropzone } from './ImageDropzone';
import { FormSection } from './Page';
import { RadioCards, type RadioCardChoice } from './RadioCards';


export function DetailsSection({ categories, featuresOptional = false }: { categories: CategoryRef[] | null; featuresOptional?: boolean }) {
  const {
    formState: { errors },
  } = useShared();
  const inputs = useFields();
  return (
    <FormSection title="Details">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...inputs.text('name')} />
      <TextAreaField label="Description" rows={5} error={errors.description?.message} {...inputs.text('description')} />
      <TextAreaField label={featuresOptional ? 'Features (optional)' : 'Features'} rows={3} hint="Shown on the product card, e.g. '100% cotton, machine wash'." error={errors.features?.message} {...inputs.text('features')} />
      <SelectField label="Category" disabled={categories === null} error={categories === null ? CATEGORY_SELECT_ERROR : errors.category?.message} {...inputs.text('category')}>
        <option value="">Select a category</option>
        {(categories ?? []).map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}

const MONEY = [
  { name: 'actualPrice', label: 'Actual price' },
  { name: 'discountPrice', label: 'Discount price' },
  { name: 'deliveryCharge', label: 'Delivery charge' },
  { name: 'codCharge', label: 'COD charge' },
] as const;

/**
 * `defaultGstRate`: the shop's default rate (settings), marked among the rates, so the admin sees
 * the rate a product gets when nobody chooses one (docs/decisions/0034).
 */
export function PricingSection({ withRating, defaultGstRate }: { withRating: boolean; defaultGstRate: number }) {
  const {
    formState: { errors },
  } = useShared();
  const inputs = useFields();
  return (
    <FormSection title="Price" description="In rupees. The discount price is what customers pay.">
      <div className="grid gap-4 sm:grid-cols-2">
        {MONEY.map(({ name, label }) => (
          <TextField key={name} label={label} addon="₹" inputMode="decimal" autoComplete="off" error={errors[name]?.message} {...inputs.text(name)} />
        ))}
        {withRating && <TextField label="Rating" inputMode="decimal" autoComplete="off" placeholder="1 to 5" error={errors.rating?.message} {...inputs.text('rating')} />}
      </div>
      {/* GST (docs/decisions/0022): what the tax invoice prints for this product; prices include the tax. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="HSN code" inputMode="numeric" autoComplete="off" maxLength={8} hint="4, 6 or 8 digits" error={errors.hsnCode?.message} {...inputs.text('hsnCode')} />
        <SelectField label="Unit (UQC)" hint="Pieces, pairs, sets, metres …" error={errors.uqc?.message} {...inputs.text('uqc')}>
          {UQC_UNITS.map(({ code }) => (
            <option key={code} value={code}>
              {uqcLabel(code)}
            </option>
          ))}
        </SelectField>
        <SelectField label="GST rate" hint={`Prices include GST. Shop default: ${defaultGstRate}% (Settings).`} error={errors.gstRate?.message} {...inputs.text('gstRate')}>
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate === defaultGstRate ? `${rate}% (shop default)` : `${rate}%`}
            </option>
          ))}
        </SelectField>
      </div>
    </FormSection>
  );
}

/** The product's status and what each means (docs/decisions/0065). */
const STATUS_CHOICES: readonly RadioCardChoice<ProductStatus>[] = [
  { value: 'active', label: 'Active', hint: 'In the shop for customers to buy' },
  { value: 'draft', label: 'Draft', hint: 'Not in the shop yet' },
  { value: 'archived', label: 'Archived', hint: 'Taken off the shop; kept for old orders' },
];

export function VisibilitySection() {
  const inputs = useFields();
  const { register, getValues, formState } = useShared();
  return (
    <FormSection title="Visibility">
      <div className="mb-4">
        <RadioCards legend="Status" choices={STATUS_CHOICES} radio={register('status')} saved={getValues('status')} {...(formState.errors.status?.message === undefined ? {} : { error: formState.errors.status.message })} />
      </div>
      <div className="grid gap-1 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        <CheckboxField label="New arrival" hint="In 'New Arrivals' on the home page." {...inputs.flag('isNewArrival')} />
        <CheckboxField label="Featured" hint="In 'Best Sellers' on the home page." {...inputs.flag('isFeatured')} />
        <CheckboxField label="In stock" hint="Customers can buy it while stock lasts." {...inputs.flag('inStock')} />
      </div>
    </FormSection>
  );
}

export function VideoSection() {
  const {
    control,
    setValue,
    formState: { errors },
  } = useShared();
  const inputs = useFields();
  const savedVideo = useWatch({ control, name: 'savedVideo' });
  // A saved link sits in the link field; an uploaded video shows here with its own Remove.
  const uploaded = savedVideo && !isLink(savedVideo) ? savedVideo : null;
  return (
    <FormSection title="Video (optional)" description="Upload an MP4 or WebM file, or paste a link. A new one replaces the current video.">
      {uploaded && (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-zinc-200 bg-zinc-50 py-1 pl-3 pr-1">
          <a href={uploaded} target="_blank" rel="noreferrer" className="min-w-0 truncate text-sm font-medium text-brand-700 underline">
            Current video
          </a>
          <button type="button" onClick={() => setValue('savedVideo', null, { shouldDirty: true })} className="inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-red-700 hover:bg-red-50">
            Remove video
          </button>
        </div>
      )}
      <Controller
        control={control}
        name="videoFile"
        render={({ field }) => (
          <FileDropzone
            label="Video file"
            hint="MP4 or WebM, up to 50 MB"
            kind="video"
            accept={VIDEO_ACCEPT}
            maxFiles={1}
            maxSize={VIDEO_MAX_BYTES}
            files={field.value ? [field.value] : []}
            onAdd={(files) => field.onChange(files[0] ?? null)}
            onRemoveFile={() => field.onChange(null)}
          />
        )}
      />
      <TextField label="Video link" type="url" inputMode="url" autoComplete="off" placeholder="https://" error={errors.videoUrl?.message} {...inputs.text('videoUrl')} />
    </FormSection>
  );
}

/**
 * The colours, each a name and 1 to 3 images. On the edit screen (`confirmDeletes`) removing a
 * saved image or a colour asks first (docs/storefront-texts.md#screens); what is removed goes only when the form is saved.
 */
export function ColorsSection({ confirmDeletes }: { confirmDeletes: boolean }) {
  const {
    control,
    formState: { errors },
  } = useShared();
  const { fields, append, remove } = useFieldArray({ control, name: 'colors' });
  const sizes = useWatch({ control, name: 'sizes' });
  const listError = errors.colors?.root?.message ?? errors.colors?.message;

  function removeColor(index: number) {
    if (confirmDeletes && !window.confirm(CONFIRM_DELETE_COLOR)) return;
    remove(index);
  }

  return (
    <FormSection
      title="Colours, images and stock"
      description={`Each colour needs a name and 1 to ${MAX_IMAGES_PER_COLOR} images (JPEG or PNG). The first image of the first colour is the product's main picture. Leave stock empty when you do not count it.`}
    >
      {fields.map((field, index) => (
        <ColorFieldset key={field.id} index={index} onRemove={() => removeColor(index)} confirmDeletes={confirmDeletes} />
      ))}
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <Button variant="secondary" onClick={() => append({ saved: null, name: '', swatch: '', savedImages: [], images: [], stock: '', stockBySize: sizes.map(() => '') })}>
        <span aria-hidden="true">+</span> Add colour
      </Button>
    </FormSection>
  );
}

function ColorFieldset({ index, onRemove, confirmDeletes }: { index: number; onRemove: () => void; confirmDeletes: boolean }) {
  const {
    control,
    setValue,
    trigger,
    formState: { errors },
  } = useShared();
  const inputs = useFields();
  const savedImages = useWatch({ control, name: `colors.${index}.savedImages` }) ?? [];
  const imagesPath = `colors.${index}.images` as const;

  function removeSaved(imageIndex: number) {
    if (confirmDeletes && !window.confirm(CONFIRM_DELETE_IMAGE)) return;
    setValue(
      `colors.${index}.savedImages`,
      savedImages.filter((image) => image.index !== imageIndex),
      { shouldDirty: true },
    );
    void trigger(imagesPath);
  }

  return (
    <fieldset className="rounded-lg border border-zinc-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-zinc-700">Colour {index + 1}</legend>
      <div className="grid gap-4">
        <div className="flex items-start gap-3">
          <TextField className="min-w-0 flex-1" label="Colour name" autoComplete="off" placeholder="e.g. Red" error={errors.colors?.[index]?.name?.message} {...inputs.text(`colors.${index}.name`)} />
          <SwatchField index={index} />
        </div>
        <SwatchNote index={index} />
        <Controller
          control={control}
          name={imagesPath}
          render={({ field, fieldState }) => (
            <FileDropzone
              label="Images"
              hint={`JPEG or PNG, up to 5 MB each, ${MAX_IMAGES_PER_COLOR} at a time`}
              accept={IMAGE_ACCEPT}
              maxFiles={MAX_IMAGES_PER_COLOR}
              maxSize={IMAGE_MAX_BYTES}
              files={field.value}
              onAdd={(files) => {
                field.onChange([...field.value, ...files]);
                void trigger(imagesPath);
              }}
              onRemoveFile={(fileIndex) => {
                field.onChange(field.value.filter((_, i) => i !== fileIndex));
                void trigger(imagesPath);
              }}
              saved={savedImages.map(({ url, index: key }) => ({ url, key }))}
              onRemoveSaved={removeSaved}
              error={fieldState.error?.message}
            />
          )}
        />
        <ColorStockFields index={index} />
        <div className="flex justify-end">
          <button type="button" onClick={onRemove} className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700">
            Remove colour {index + 1}
          </button>
        </div>
      </div>
    </fieldset>
  );
}
