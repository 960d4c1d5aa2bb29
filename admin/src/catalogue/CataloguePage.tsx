export default function CataloguePage() {
  return null;
}
