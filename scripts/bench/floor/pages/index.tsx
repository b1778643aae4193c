/** The framework's floor: React and Next's runtime rendering a heading, nothing of the site. */
export default function FrameworkFloor() {
  return <h1>MUI X</h1>;
}
