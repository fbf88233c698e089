// Every locale's text of this post, keyed by locale message file.
import type { LocaleFile } from "../../catalog";
import type { BlogPostContent } from "../../types";
import en from "./en";
import de from "./de";
import fr from "./fr";
import ja from "./ja";
import it from "./it";
import es from "./es";
import ko from "./ko";
import zh from "./zh";
import tw from "./tw";
import ru from "./ru";
import tr from "./tr";
import vi from "./vi";

const texts: Record<LocaleFile, BlogPostContent> = { en, de, fr, ja, it, es, ko, zh, tw, ru, tr, vi };
export default texts;
