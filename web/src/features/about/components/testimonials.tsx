// Quotes with their authors (the B Corp page's testimonials).
export interface Testimonial {
  quote: string;
  author: string;
}

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="about-quotes">
      {items.map((testimonial) => (
        <li key={testimonial.author}>
          <figure>
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>{testimonial.author}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
