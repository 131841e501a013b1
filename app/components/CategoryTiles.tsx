import { Link } from 'react-router';
import type { CategoryLink } from '../lib/root-data';
import { imageAt, imageSrcSet } from '../lib/images';

interface CategoryTilesProps {
  categories: CategoryLink[];
}

/**
 * 'Shop By Category': 7 tiles a row on large screens, a swipe carousel showing 3.5 tiles below
 * that. Each tile links to the category's product list.
 */
export function CategoryTiles({ categories }: CategoryTilesProps) {
  return (
    <ul className="max-lg:snap-carousel [--slides:3.5] pb-1 lg:grid lg:grid-cols-7 lg:gap-4">
      {categories.map((category) => (
        <li key={category._id}>
          <Link
            to={`/products/${encodeURIComponent(category.name)}`}
            className="group flex flex-col items-center gap-2 rounded-lg p-1 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <TileImage category={category} />
            <span className="text-sm leading-tight font-medium text-gray-900 group-hover:text-brand-800 sm:text-base">
              {category.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TileImage({ category }: { category: CategoryLink }) {
  const box = 'aspect-square w-full overflow-hidden rounded-full bg-photo ring-1 ring-gray-200 transition group-hover:ring-2 group-hover:ring-brand-700';
  if (category.image === '') {
    // No picture: the initial keeps the tile the same size and still recognisable.
    return (
      <span aria-hidden="true" className={`${box} flex items-center justify-center text-2xl font-bold text-brand-800`}>
        {category.name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={box}>
      <img
        src={imageAt(category.image, 320)}
        srcSet={imageSrcSet(category.image)}
        sizes="(min-width: 1024px) 14vw, 28vw"
        width={320}
        height={320}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </span>
  );
}
