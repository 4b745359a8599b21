/** Tells screen readers what a skeleton means; sighted diners see the skeleton itself. */
export function LoadingNote({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}
