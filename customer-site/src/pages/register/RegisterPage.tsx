export default function Page() {
  return <div className="container page">TODO</div>;
}
