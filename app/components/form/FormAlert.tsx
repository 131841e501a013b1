/** What a form's post answered as a whole ('Invalid email or password', a server's refusal), above its fields; nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      {message}
    </p>
  );
}
