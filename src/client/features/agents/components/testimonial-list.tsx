import { Quote } from "lucide-react";

/** A static testimonial (SPEC §3): who said it, where they work, what they said. */
export interface Testimonial {
  name: string;
  location: string;
  quote: string;
}

/** Agent testimonials as a list of quotations, one card each. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className="rounded-lg border border-border bg-surface p-6 shadow-sm">
          <figure className="flex h-full flex-col gap-4">
            <Quote aria-hidden="true" className="size-8 text-accent" />
            <blockquote className="flex-1 text-lg text-foreground">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              <span className="block font-semibold">{testimonial.name}</span>
              <span className="block text-muted-foreground">{testimonial.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
