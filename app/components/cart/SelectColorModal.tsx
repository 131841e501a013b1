import { useId, useState } from 'react';
import { stockLeft } from '../../../common/cart-limits';
import type { CardProduct } from '../../lib/product-card';
import { formatRupees } from '../../../common/money';
import { NO_GUESS_SWATCH, swatchCss } from '../../lib/colors';
import { imageAt } from '../../lib/images';
import { isSoldOut, lowStockNote } from '../../lib/stock';
import { useAddToCart } from '../../lib/use-cart-actions';
import { Button } from '../form/Button';
import { Modal, ModalActions } from '../Modal';
import { SizeChooser } from '../product/SizeChooser';

interface SelectColorModalProps {
  product: CardProduct;
  onClose: () => void;
}

/**
 * A card's 'Add': pick the colour (the first is preselected) and, for a product with sizes, the
 * size (sold-out sizes shown disabled), then 'Confirm' adds one piece.
 */
export function SelectColorModal({ product, onClose }: SelectColorModalProps) {
  const { sizes } = product;
  const [color, setColor] = useState(product.colors[0]?.name ?? '');
  const [size, setSize] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const addToCart = useAddToCart();
  const formId = useId();
  const chosen = product.colors.find((option) => option.name === color);
  const image = chosen?.images[0] ?? product.primaryImage;
  const ready = color !== '' && (sizes.length === 0 || size !== null) && !isSoldOut(chosen, size);
  const lowNote = sizes.length > 0 && size === null ? null : lowStockNote(stockLeft(chosen, size));

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (pending || !ready) return;
    setPending(true);
    const added = await addToCart(product._id, { color, size, quantity: 1 });
    setPending(false);
    if (added) onClose();
  }

  return (
    <Modal
      title="Select Color"
      onClose={onClose}
      footer={
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={pending} disabled={!ready}>
            Confirm
          </Button>
        </ModalActions>
      }
    >
      <form id={formId} onSubmit={confirm} className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          {image !== '' && <img src={imageAt(image, 160)} width={64} height={64} alt="" className="size-16 shrink-0 rounded-lg bg-photo object-contain" />}
          <div className="min-w-0">
            <p className="line-clamp-2 font-medium wrap-anywhere text-zinc-900">{product.name}</p>
            <p className="font-bold text-zinc-900">{formatRupees(product.discountPrice)}</p>
          </div>
        </div>
        {/* Each swatch is a real radio (arrow keys, screen readers), drawn as a chip by its label. */}
        <fieldset>
          <legend className="font-semibold text-zinc-900">
            Colour: <span className="font-normal">{color}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.colors.map((option) => (
              <label
                key={option.name}
                className="relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-zinc-300 px-3 text-sm hover:border-zinc-400 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name="color"
                  value={option.name}
                  checked={option.name === color}
                  onChange={() => {
                    setColor(option.name);
                    if (size !== null && isSoldOut(option, size)) setSize(null);
                  }}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                />
                <span aria-hidden="true" className="size-5 rounded-full border border-black/20" style={{ background: swatchCss(option) ?? NO_GUESS_SWATCH }} />
                {option.name}
              </label>
            ))}
          </div>
        </fieldset>
        {sizes.length > 0 && <SizeChooser name="card-size" sizes={sizes} color={chosen} value={size} onChange={setSize} />}
        {sizes.length === 0 && isSoldOut(chosen, null) && <p className="font-semibold text-danger-700">Sold out in this colour</p>}
        {lowNote && <p className="font-semibold text-warning-800">{lowNote}</p>}
      </form>
    </Modal>
  );
}
