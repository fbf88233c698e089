"use client";
import { MessageType, type MessageTypeValue } from "@/domain/enums";
import { useRootStore } from "@/lib/store/root-store";

export function useNotify() {
  const setMessageBox = useRootStore((s) => s.setMessageBox);
  return (content: string, type: MessageTypeValue = MessageType.Success) => setMessageBox({ type, content });
}
