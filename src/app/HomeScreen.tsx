import { Link } from '@tanstack/react-router';

export function HomeScreen() {
  return (
    <section>
      <h1>Welcome</h1>
      <Link to="/products">All products</Link>
    </section>
  );
}
