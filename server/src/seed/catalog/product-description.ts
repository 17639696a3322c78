function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function featureItem(feature: string): string {
  const cut = feature.indexOf(': ');
  if (cut < 0) return `<li>${escapeHtml(feature)}</li>`;
  const heading = escapeHtml(feature.slice(0, cut));
  return `<li><strong>${heading}</strong>: ${escapeHtml(feature.slice(cut + 2))}</li>`;
}

// Only <p>, <ul>, <li> and <strong>, the tags the product page allows.
export function describeProduct(intro: string, features: string[], closing?: string): string {
  const paragraphs = [`<p>${escapeHtml(intro)}</p>`, `<ul>${features.map(featureItem).join('')}</ul>`];
  if (closing) paragraphs.push(`<p>${escapeHtml(closing)}</p>`);
  return paragraphs.join('');
}
