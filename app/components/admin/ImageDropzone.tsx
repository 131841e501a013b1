import { useEffect, useId, useRef, useState } from 'react';
import { ErrorCode, useDropzone, type Accept, type FileRejection } from 'react-dropzone';

export interface SavedThumb {
  url: string;
  /** What `onRemoveSaved` gets back. */
  key: number;
}

interface FileDropzoneProps {
  /** The field's visible label, e.g. 'Images'. */
  label: string;
  /** What the zone says it takes, e.g. 'JPEG or PNG, up to 3 at a time'. */
  hint: string;
  accept: Accept;
  /** Files per drop (react-dropzone's maxFiles): more in one drop rejects them all with 'Too many files'. */
  maxFiles: number;
  maxSize: number;
  /** Files accepted by a drop (or the file picker); the parent adds or replaces. */
  onAdd: (files: File[]) => void;
  /** New files chosen but not yet uploaded, shown as thumbnails. */
  files: readonly File[];
  onRemoveFile: (index: number) => void;
  /** Images already saved (edit screens), shown before the new ones. */
  saved?: readonly SavedThumb[];
  onRemoveSaved?: (key: number) => void;
  /** The field's validation message, in red under it. */
  error?: string;
  /** 'image' shows thumbnails; 'video' lists file names. */
  kind?: 'image' | 'video';
}

/**
 * A drop zone (react-dropzone) that also opens the file picker on click, Enter or Space. Rejected
 * files are listed with react-dropzone's own reasons ('File type must be …', 'File is larger
 * than …', 'File is smaller than …', 'Too many files'); chosen files show as thumbnails, each with
 * a remove button (DESIGN.md).
 */
export function FileDropzone({ label, hint, accept, maxFiles, maxSize, onAdd, files, onRemoveFile, saved = [], onRemoveSaved, error, kind = 'image' }: FileDropzoneProps) {
  const id = useId();
  const [rejections, setRejections] = useState<string[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxFiles,
    maxSize,
    minSize: 1,
    multiple: maxFiles > 1,
    onDrop(accepted, rejected) {
      setRejections(rejectionMessages(rejected));
      if (accepted.length > 0) onAdd(accepted);
    },
  });
  const describedBy = [`${id}-hint`, rejections.length > 0 ? `${id}-rejections` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const count = saved.length + files.length;

  return (
    <div>
      {/* The zone is the control (a button that opens the picker); the input is its machinery, kept
          outside it so the button holds no other focusable control (axe: nested-interactive). */}
      <input {...getInputProps({ 'aria-hidden': true })} />
      <p id={`${id}-label`} className="font-medium text-zinc-800">
        {label}
      </p>
      <div
        {...getRootProps({
          role: 'button',
          'aria-labelledby': `${id}-label ${id}-action`,
          'aria-describedby': describedBy,
          className: `mt-1 flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-4 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
            isDragActive ? 'border-brand-600 bg-brand-50' : error ? 'border-red-400 bg-red-50/40 hover:bg-red-50' : 'border-zinc-300 bg-zinc-50 hover:border-brand-400 hover:bg-brand-50/50'
          }`,
        })}
      >
        <UploadIcon />
        <span id={`${id}-action`} className="font-medium text-brand-800">
          {isDragActive ? (
            'Drop to add'
          ) : (
            // Dragging needs a mouse and a second window: a phone (a coarse pointer, a narrow screen) just chooses.
            <>
              <span className="hidden sm:pointer-fine:inline">Drag and drop here, or click to choose</span>
              <span className="sm:pointer-fine:hidden">{kind === 'video' ? 'Choose a video' : maxFiles === 1 ? 'Choose an image' : 'Choose images'}</span>
            </>
          )}
        </span>
        <span id={`${id}-hint`} className="text-sm text-zinc-600">
          {hint}
        </span>
      </div>
      {rejections.length > 0 && (
        <ul id={`${id}-rejections`} role="alert" className="mt-2 space-y-0.5 text-sm text-red-700">
          {rejections.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {count > 0 &&
        (kind === 'image' ? (
          <ul className="mt-3 flex flex-wrap gap-3" aria-label={`${label}: ${count} chosen`}>
            {saved.map((image, index) => (
              <li key={`saved-${image.key}`}>
                <Thumb alt={`Image ${index + 1}`} src={image.url} onRemove={onRemoveSaved ? () => onRemoveSaved(image.key) : undefined} removeLabel={`Remove image ${index + 1}`} />
              </li>
            ))}
            {files.map((file, index) => (
              <li key={`file-${index}-${file.name}-${file.size}`}>
                <Thumb alt={`Image ${saved.length + index + 1}`} file={file} badge="New" onRemove={() => onRemoveFile(index)} removeLabel={`Remove image ${saved.length + index + 1}`} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-3 space-y-2">
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}`} className="flex items-center justify-between gap-3 rounded-lg border border-zinc-200 bg-white py-1 pl-3 pr-1">
                <span className="min-w-0 truncate text-sm text-zinc-800">{file.name}</span>
                <button type="button" onClick={() => onRemoveFile(index)} className="inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-red-700 hover:bg-red-50">
                  Remove<span className="sr-only"> {file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/** One line per problem: '{file}: {reason}'; a drop of too many files says 'Too many files' once. */
function rejectionMessages(rejected: readonly FileRejection[]): string[] {
  const messages = new Set<string>();
  for (const { file, errors } of rejected) {
    for (const error of errors) messages.add(error.code === ErrorCode.TooManyFiles ? error.message : `${file.name}: ${error.message}`);
  }
  return [...messages];
}

interface ThumbProps {
  alt: string;
  src?: string;
  file?: File;
  badge?: string;
  removeLabel: string;
  onRemove?: () => void;
}

const THUMB = 96;

function Thumb({ alt, src, file, badge, removeLabel, onRemove }: ThumbProps) {
  return (
    <div className="relative">
      {file ? <FilePreview file={file} alt={alt} /> : <img src={src} alt={alt} width={THUMB} height={THUMB} className="size-24 rounded-lg border border-zinc-200 bg-photo object-contain" />}
      {badge && <span className="absolute bottom-1 left-1 rounded bg-brand-800 px-1.5 py-0.5 text-xs font-semibold text-white">{badge}</span>}
      {onRemove && (
        // A 44 px target in the corner; the visible circle is smaller.
        <button type="button" onClick={onRemove} aria-label={removeLabel} title={removeLabel} className="group absolute -right-3 -top-3 inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700">
          <span className="inline-flex size-7 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-700 shadow-sm group-hover:border-red-300 group-hover:bg-red-50 group-hover:text-red-700">
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}

/** A chosen file's preview through an object URL, released when the file goes away. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} width={THUMB} height={THUMB} className="size-24 rounded-lg border border-zinc-200 bg-photo object-contain" />;
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-7 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 16V4m0 0L7 9m5-5l5 5" />
      <path d="M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" />
    </svg>
  );
}
