/** A row's name as a link to its own anchor (`#prop-apiRef`). Build time only. */
export function ApiRowName({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <a href={`#${id}`} className="api-row-link">
      <code className={className}>{name}</code>
    </a>
  );
}
