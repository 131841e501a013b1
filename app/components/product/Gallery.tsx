import { useState } from 'react';
import { imageSrcSet } from '../../lib/images';

interface GalleryProps {
  images: string[];
  video: string | null;
  alt: string;
}

const isVideoFile = (url: string) => /\.(mp4|webm|ogg)(\?|$)/i.test(url) || url.startsWith('/media/');

/** The selected colour's images (and the product video, behind its own thumbnail). */
// The main image spans a phone's screen less the page's 1rem margins (380 px on a 412 px phone:
// 665 device pixels at 1.75x). It claims 90% of that, as the product list's cards do
// (app/components/ProductGrid.tsx, docs/decisions/0052): phones up to about 2x take the 640 px
// variant, at most a tenth short, instead of the 1280 one at twice the bytes, the page's largest
// paint; 3x phones still take the 1280 one.
const MAIN_IMAGE_SIZES = '(min-width: 1024px) 40vw, calc((100vw - 2rem) * 0.9)';

export function Gallery({ images, video, alt }: GalleryProps) {
  // Index into images; images.length means the video.
  const [selected, setSelected] = useState(0);
  const showingVideo = video !== null && selected === images.length;
  const image = images[Math.min(selected, images.length - 1)] ?? '';

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse">
      <div className="aspect-square w-full overflow-hidden rounded-2xl bg-zinc-100">
        {showingVideo ? (
          isVideoFile(video) ? (
            <video src={video} controls autoPlay muted playsInline className="size-full object-contain" aria-label={`${alt} video`} />
          ) : (
            <a href={video} target="_blank" rel="noopener noreferrer" className="flex size-full items-center justify-center text-brand-700 underline">
              Watch the video
            </a>
          )
        ) : (
          <img src={image} srcSet={imageSrcSet(image)} sizes={MAIN_IMAGE_SIZES} width={640} height={640} alt={alt} className="size-full object-contain" fetchPriority="high" />
        )}
      </div>
      <ul className="flex gap-2 lg:flex-col" aria-label="Product images">
        {images.map((url, index) => (
          <li key={url + index}>
            <button
              type="button"
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1}`}
              aria-pressed={!showingVideo && selected === index}
              className={`block size-16 overflow-hidden rounded-lg border-2 bg-zinc-100 sm:size-20 ${!showingVideo && selected === index ? 'border-brand-600' : 'border-transparent hover:border-zinc-300'}`}
            >
              <img src={url} srcSet={imageSrcSet(url)} sizes="80px" width={80} height={80} alt="" loading="lazy" className="size-full object-contain" />
            </button>
          </li>
        ))}
        {video !== null && (
          <li>
            <button
              type="button"
              onClick={() => setSelected(images.length)}
              aria-label="Play video"
              aria-pressed={showingVideo}
              className={`flex size-16 items-center justify-center rounded-lg border-2 bg-zinc-800 text-white sm:size-20 ${showingVideo ? 'border-brand-600' : 'border-transparent hover:border-zinc-300'}`}
            >
              <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
