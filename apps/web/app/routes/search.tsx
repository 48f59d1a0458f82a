// Placeholder written by W1 so the build works; W2 owns and replaces this page.
export default function Placeholder() {
  return <h1>search</h1>;
}
