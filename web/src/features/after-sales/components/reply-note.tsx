/** What the platform or the shop answered, set off under the buyer's own words. */
export function ReplyNote({ title, text }: { title: string; text: string }) {
  return (
    <div className="after-sales__reply">
      <h3 className="after-sales__reply-title">{title}</h3>
      <p className="after-sales__text" dir="auto">
        {text}
      </p>
    </div>
  );
}
