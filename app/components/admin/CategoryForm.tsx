import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Category } from '../../../common/catalog';
import { categoryFieldPath, categoryFormSchema, type CategoryFormData } from '../../lib/admin-category-form';
import { serverErrors } from '../../lib/admin-form-errors';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../lib/admin-product-schema';
import { useHydrated } from '../../lib/use-hydrated';
import { Button, buttonClass } from '../form/Button';
import { TextField } from '../form/TextField';
import { FileDropzone } from './ImageDropzone';
import { Card, FormActions } from './Page';

interface CategoryFormProps {
  /** The saved category (edit), whose image shows until a new one is chosen. */
  category?: Category;
  submitLabel: string;
  /** Saves; a thrown API error puts its field messages on the form. */
  onSave: (data: CategoryFormData) => Promise<void>;
  /** More buttons (edit: Delete Category). */
  extraActions?: ReactNode;
  busy?: boolean;
}

/** Name (required) and image (optional; one JPEG or PNG) of a category, for create and edit. */
export function CategoryForm({ category, submitLabel, onSave, extraActions, busy = false }: CategoryFormProps) {
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(categoryFormSchema), defaultValues: { name: category?.name ?? '', image: null } });

  async function save(data: CategoryFormData) {
    setFormError(null);
    try {
      await onSave(data);
    } catch (error) {
      const { fields, message } = serverErrors(error, categoryFieldPath);
      fields.forEach(({ name, message: text }) => setError(name, { message: text }, { shouldFocus: true }));
      setFormError(message);
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} className="grid gap-4 sm:gap-6">
      <Card>
        <div className="grid gap-4">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} defaultValue={category?.name ?? ''} {...register('name')} />
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <FileDropzone
                label={category ? 'Image (optional: choose one to replace the current image)' : 'Image (optional)'}
                hint="One JPEG or PNG, up to 5 MB"
                accept={IMAGE_ACCEPT}
                maxFiles={1}
                maxSize={IMAGE_MAX_BYTES}
                files={field.value ? [field.value] : []}
                onAdd={(files) => field.onChange(files[0] ?? null)}
                onRemoveFile={() => field.onChange(null)}
                // The current image stays until a new one is saved; the API cannot remove it alone.
                saved={category?.image && !field.value ? [{ url: category.image, key: 0 }] : []}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </Card>
      <FormActions message={formError}>
        {extraActions}
        <Link to="/admin/categories" className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" pending={isSubmitting} disabled={!hydrated || busy}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
