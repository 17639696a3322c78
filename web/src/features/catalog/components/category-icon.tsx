import { useState } from 'react';

type Props = { name: string; icon: string };

export function CategoryIcon({ name, icon }: Props) {
  const [broken, setBroken] = useState(false);
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span className="category-icon" aria-hidden="true">
      {broken || !icon ? (
        <span className="category-icon__letter">{letter}</span>
      ) : (
        <img
          className="category-icon__image"
          src={icon}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}
