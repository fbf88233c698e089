// Placeholder until this locale is translated: the English text (replace this file, see ../../README.md).
export { default } from "./en";
