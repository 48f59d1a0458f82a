/** A tab the next part of the app fills (issue 17 part 2): says so plainly rather than showing nothing. */
export function ComingTab({ title }: { title: string }) {
  return (
    <div className="bg-white p-4">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2">Coming soon to the app.</p>
    </div>
  );
}
