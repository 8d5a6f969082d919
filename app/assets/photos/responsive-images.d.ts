/** `import photo from "./x.jpg?responsive"`: see vite.config.ts and app/components/ui/picture.tsx. */
declare module "*?responsive" {
  const image: import("~/components/ui/picture").ResponsiveImage;
  export default image;
}
